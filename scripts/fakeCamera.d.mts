// Types of scripts/fakeCamera.mjs (imported by scripts/chromium.mjs and spec/unit).
/** Clip size in pixels, frame rate (fps) and length (frames). */
export interface ClipSize { width: number; height: number; fps: number; frames: number }
/** The e2e fake camera's clip size. */
export declare const FAKE_CAMERA: ClipSize
/** The Y4M bytes of the e2e fake camera's clip (4:2:0); `size` overrides FAKE_CAMERA. */
export declare function fakeCameraY4m(size?: ClipSize): Buffer
/** Path of the clip in the system's temporary folder, written on first use. */
export declare function fakeCameraFile(): string
