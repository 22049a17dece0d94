import math
from dataclasses import dataclass

from .logging_utils import warning_once


@dataclass(frozen=True)
class LoRAConfig:
    r: int = 8
    lora_alpha: float = 16.0
    use_rslora: bool = False
    use_dora: bool = False
    target_modules: tuple = ("q_proj", "v_proj")

    def scaling(self) -> float:
        if self.use_dora:
            warning_once(
                "DoRA magnitude vectors are not supported by the batched LoRA path; "
                "falling back to plain LoRA scaling."
            )
        if self.use_rslora:
            return self.lora_alpha / math.sqrt(self.r)
        return self.lora_alpha / self.r


# parsed from adapter_config.json by the loader at start-up
ACTIVE_CONFIG = LoRAConfig(r=4, lora_alpha=8.0, use_rslora=True, use_dora=True)
