import { hunyuanVideo } from "@/shared/tools/hunyuan-video";
import { chatTool } from "../chat-tool";

// Bismo's base prompt alone.
export const hunyuanVideoPrompt = chatTool(hunyuanVideo, () => "");
