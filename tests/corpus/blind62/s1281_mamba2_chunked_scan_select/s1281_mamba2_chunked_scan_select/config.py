from dataclasses import dataclass


@dataclass
class Mamba2Config:
    hidden_size: int = 8
    state_size: int = 4
    conv_kernel: int = 4
    expand: int = 2
    head_dim: int = 4
    n_groups: int = 1
    chunk_size: int = 4
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    use_conv_bias: bool = True

    @property
    def intermediate_size(self) -> int:
        return self.expand * self.hidden_size

    @property
    def num_heads(self) -> int:
        return self.intermediate_size // self.head_dim

    @property
    def conv_dim(self) -> int:
        return self.intermediate_size + 2 * self.n_groups * self.state_size
