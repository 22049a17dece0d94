from dataclasses import dataclass


@dataclass
class SWAModelConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_hidden_layers: int = 2
    sliding_window: int = 3
    rms_norm_eps: float = 1e-6

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
