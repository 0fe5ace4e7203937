/** Clip size in pixels, frame rate (fps) and length (frames) of the e2e fake camera. */
export declare const FAKE_CAMERA: { width: number; height: number; fps: number; frames: number }
/** The Y4M bytes of the e2e fake camera's clip (4:2:0); `size` overrides FAKE_CAMERA. */
export declare function fakeCameraY4m(size?: { width: number; height: number; fps: number; frames: number }): Buffer
/** Path of the clip in the system's temporary folder, written on first use. */
export declare function fakeCameraFile(): string
