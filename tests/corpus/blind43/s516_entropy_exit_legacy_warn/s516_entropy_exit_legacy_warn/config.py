import warnings
from dataclasses import dataclass
from typing import Optional


@dataclass
class ExitPolicyConfig:
    policy: str = "entropy"
    exit_layer: int = 2
    # nats; a token exits when its predictive entropy is below this
    entropy_threshold: float = 1.5
    # deprecated: expressed in bits, kept so that old engine configs still load
    legacy_entropy_threshold_bits: Optional[float] = None
    temperature: float = 1.0

    def effective_threshold(self) -> float:
        if self.legacy_entropy_threshold_bits is not None:
            warnings.warn(
                "`legacy_entropy_threshold_bits` is deprecated; set `entropy_threshold` (nats) instead",
                FutureWarning,
                stacklevel=2,
            )
            return self.legacy_entropy_threshold_bits * 0.6931471805599453
        return self.entropy_threshold
