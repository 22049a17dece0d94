from dataclasses import dataclass


@dataclass(frozen=True)
class MambaConfig:
    hidden_size: int = 8
    state_size: int = 4
    conv_kernel: int = 4
    expand: int = 2
    num_layers: int = 2
    max_batch_size: int = 4

    @property
    def intermediate_size(self) -> int:
        return self.expand * self.hidden_size
