import {
  ACESFilmicToneMapping,
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { RoomEnvironment } from "three/addons/environments/RoomEnvironment.js";
import { GLTFLoader } from "three/addons/loaders/GLTFLoader.js";

export const lightingPresets = ["studio", "daylight", "dramatic"] as const;
export type LightingPreset = (typeof lightingPresets)[number];

export type ModelScene = {
  setAutoRotate(on: boolean): void;
  setLighting(preset: LightingPreset): void;
  setBackground(color: string): void;
  resetView(): void;
  dispose(): void;
};

/**
 * A GLB on a canvas with three.js: orbit and zoom with the pointer, wheel or touch, optional
 * turning on its own, and three lighting set-ups. It draws only when something changed.
 */
export async function mountModelScene(
  canvas: HTMLCanvasElement,
  url: string,
  options: { autoRotate: boolean; lighting: LightingPreset; background: string },
): Promise<ModelScene> {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  scene.background = new Color(options.background);
  const environment = new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture;

  const camera = new PerspectiveCamera(40, 1, 0.01, 1000);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = false;
  controls.autoRotateSpeed = 2;

  const lights = {
    ambient: new AmbientLight(0xffffff, 0),
    sky: new HemisphereLight(0xffffff, 0x444444, 0),
    key: new DirectionalLight(0xffffff, 0),
  };
  scene.add(lights.ambient, lights.sky, lights.key);

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { clientWidth: width, clientHeight: height } = canvas;
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const setLighting = (preset: LightingPreset) => {
    scene.environment = preset === "dramatic" ? null : environment;
    scene.environmentIntensity = preset === "daylight" ? 0.8 : 0.6;
    lights.ambient.intensity = preset === "dramatic" ? 0.15 : 0.3;
    lights.sky.intensity = preset === "daylight" ? 1.2 : 0;
    lights.key.intensity = preset === "dramatic" ? 3.5 : preset === "daylight" ? 1.5 : 0.8;
    lights.key.position.copy(
      preset === "dramatic" ? new Vector3(-3, 4, 1.5) : new Vector3(3, 5, 4),
    );
    render();
  };

  const gltf = await new GLTFLoader().loadAsync(url).catch((error: unknown) => {
    environment.dispose();
    renderer.dispose();
    throw error;
  });
  const model = gltf.scene;
  scene.add(model);
  // Frame the model: centre it and put the camera where the whole of it fits.
  const box = new Box3().setFromObject(model);
  const size = box.getSize(new Vector3()).length() || 1;
  const centre = box.getCenter(new Vector3());
  camera.near = size / 100;
  camera.far = size * 100;
  const home = {
    position: centre.clone().add(new Vector3(0.6, 0.45, 1).normalize().multiplyScalar(size * 1.3)),
    target: centre,
  };
  controls.minDistance = size * 0.2;
  controls.maxDistance = size * 10;
  const resetView = () => {
    camera.position.copy(home.position);
    controls.target.copy(home.target);
    controls.update();
    render();
  };
  resetView();
  setLighting(options.lighting);

  let frame = 0;
  const spin = () => {
    controls.update();
    render();
    frame = requestAnimationFrame(spin);
  };
  const setAutoRotate = (on: boolean) => {
    controls.autoRotate = on;
    cancelAnimationFrame(frame);
    if (on) frame = requestAnimationFrame(spin);
  };
  controls.addEventListener("change", render);
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();
  setAutoRotate(options.autoRotate);

  return {
    setAutoRotate,
    setLighting,
    setBackground(color) {
      scene.background = new Color(color);
      render();
    },
    resetView,
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      controls.dispose();
      environment.dispose();
      renderer.dispose();
    },
  };
}
