from dataclasses import dataclass
from typing import List, Optional

ACTIVATION_SCHEMES = ["static", "dynamic"]


@dataclass(frozen=True)
class Fp8Config:
    is_checkpoint_fp8_serialized: bool = True
    activation_scheme: str = "dynamic"
    ignored_layers: Optional[List[str]] = None
    weight_block_size: Optional[List[int]] = None

    def __post_init__(self):
        if self.activation_scheme not in ACTIVATION_SCHEMES:
            raise ValueError(f"Unsupported activation scheme {self.activation_scheme}")

    @property
    def is_static_input_scheme(self) -> bool:
        return self.activation_scheme == "static"

    @property
    def block_quant(self) -> bool:
        return self.weight_block_size is not None

    @classmethod
    def from_config(cls, config: dict) -> "Fp8Config":
        method = config.get("quant_method", "")
        return cls(
            is_checkpoint_fp8_serialized=("fp8" in method),
            activation_scheme=config.get("activation_scheme", "dynamic"),
            ignored_layers=config.get("ignored_layers"),
            weight_block_size=config.get("weight_block_size"),
        )
