from dataclasses import dataclass


@dataclass
class Mamba2Config:
    hidden_size: int = 16
    d_state: int = 8
    d_conv: int = 4
    expand: int = 2
    head_dim: int = 8
    n_groups: int = 1
    max_num_reqs: int = 4
    rms_norm_eps: float = 1e-5

    @property
    def intermediate_size(self) -> int:
        return self.expand * self.hidden_size

    @property
    def num_heads(self) -> int:
        return self.intermediate_size // self.head_dim

    @property
    def conv_dim(self) -> int:
        return self.intermediate_size + 2 * self.n_groups * self.d_state
