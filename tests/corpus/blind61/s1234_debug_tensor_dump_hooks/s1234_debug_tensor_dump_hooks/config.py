import dataclasses
from typing import Tuple


@dataclasses.dataclass(frozen=True)
class DebugConfig:
    dump_mode: str = "none"
    dump_layers: Tuple[int, ...] = ()
    dump_names: Tuple[str, ...] = ("attn_out", "mlp_out")

    def should_dump(self, layer_id: int, name: str) -> bool:
        if self.dump_mode == "none":
            return False
        if self.dump_layers and layer_id not in self.dump_layers:
            return False
        return name in self.dump_names


@dataclasses.dataclass
class TransformerConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_layers: int = 2
    debug: DebugConfig = dataclasses.field(default_factory=DebugConfig)
