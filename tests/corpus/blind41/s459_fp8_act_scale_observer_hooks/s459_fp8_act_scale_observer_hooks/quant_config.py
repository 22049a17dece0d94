from dataclasses import dataclass

FP8_E4M3_MAX = 448.0


@dataclass(frozen=True)
class Fp8ActivationConfig:
    # collect per-layer activation amax on calibration data; off when serving
    calibrate: bool = False
    static_input_scale: float = 0.05
    fake_quant: bool = True
