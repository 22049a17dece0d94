from dataclasses import dataclass


@dataclass
class SamplingParams:
    num_inference_steps: int = 30
    guidance_scale: float = 4.0
    guidance_rescale: float = 0.0
    cfg_normalization: bool = False
    true_cfg_scale: float = 1.0

    @property
    def do_classifier_free_guidance(self) -> bool:
        return self.guidance_scale > 1.0 or self.true_cfg_scale > 1.0

    @property
    def effective_scale(self) -> float:
        return self.true_cfg_scale if self.true_cfg_scale > 1.0 else self.guidance_scale
