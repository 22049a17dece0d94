from dataclasses import dataclass


@dataclass(frozen=True)
class EMAConfig:
    decay: float = 0.9999
    warmup_steps: int = 2000
    # serve the averaged weights instead of the raw ones
    use_for_eval: bool = True
    update_every: int = 1

    def effective_decay(self, step: int) -> float:
        # standard "warmup" of the decay used by timm / diffusers
        return min(self.decay, (1 + step) / (10 + step))
