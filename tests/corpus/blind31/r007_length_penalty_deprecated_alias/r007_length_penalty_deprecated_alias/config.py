import warnings
from dataclasses import dataclass
from typing import Optional


@dataclass
class PenaltyConfig:
    kind: str = "log"
    target_len: float = 32.0
    alpha: float = 0.1
    # deprecated since rm-serve 0.9: use ``alpha``
    length_alpha: Optional[float] = None

    @classmethod
    def from_dict(cls, d: dict) -> "PenaltyConfig":
        known = {k: v for k, v in d.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def effective_alpha(self) -> float:
        if self.length_alpha is not None:
            warnings.warn(
                "PenaltyConfig.length_alpha is deprecated, use alpha", DeprecationWarning, stacklevel=2
            )
            return self.length_alpha
        return self.alpha


# still read from the old deployment yaml
LEGACY_DEPLOY = {"kind": "log", "target_len": 48.0, "length_alpha": 0.05}
