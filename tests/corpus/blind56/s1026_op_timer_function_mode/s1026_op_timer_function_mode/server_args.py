import dataclasses
from typing import Optional


@dataclasses.dataclass
class ServerArgs:
    hidden_size: int = 16
    vocab_size: int = 32
    num_layers: int = 2
    dtype: str = "float32"
    enable_op_profile: bool = False
    profile_output_dir: Optional[str] = None

    def __post_init__(self):
        if self.profile_output_dir is not None:
            self.enable_op_profile = True
