from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional


@dataclass
class QuantizationArgs:
    num_bits: int = 8
    type: str = "float"
    strategy: str = "tensor"
    dynamic: bool = False
    observer: Optional[str] = "minmax"

    @classmethod
    def from_dict(cls, d: Optional[Dict[str, Any]]) -> Optional["QuantizationArgs"]:
        if d is None:
            return None
        return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})


@dataclass
class CompressedTensorsConfig:
    weights: QuantizationArgs
    input_activations: Optional[QuantizationArgs]
    ignore: List[str] = field(default_factory=list)

    @classmethod
    def from_config(cls, config: Dict[str, Any]) -> "CompressedTensorsConfig":
        group = config["config_groups"]["group_0"]
        return cls(
            weights=QuantizationArgs.from_dict(group["weights"]),
            input_activations=QuantizationArgs.from_dict(group.get("input_activations")),
            ignore=list(config.get("ignore", [])),
        )

    @property
    def is_static_input_scheme(self) -> bool:
        act = self.input_activations
        return act is not None and not act.dynamic

    @property
    def is_per_token_input(self) -> bool:
        act = self.input_activations
        return act is not None and act.dynamic and act.strategy == "token"


HF_QUANT_CONFIG = {
    "quant_method": "compressed-tensors",
    "format": "float-quantized",
    "config_groups": {
        "group_0": {
            "targets": ["Linear"],
            "weights": {"num_bits": 8, "type": "float", "strategy": "channel", "dynamic": False},
            "input_activations": {"num_bits": 8, "type": "float", "strategy": "token", "dynamic": True,
                                  "observer": None},
        }
    },
    "ignore": ["lm_head"],
}
