from dataclasses import dataclass, field


@dataclass
class PrefillConfig:
    hidden_size: int = 8
    num_layers: int = 2
    chunked_prefill_size: int = 2
    max_num_batched_tokens: int = 64
    layer_norm_eps: float = 1e-6
    extra: dict = field(default_factory=dict)

    @property
    def enable_chunked_prefill(self) -> bool:
        return self.chunked_prefill_size > 0

    def __post_init__(self):
        if self.chunked_prefill_size > self.max_num_batched_tokens:
            raise ValueError(
                f"chunked_prefill_size ({self.chunked_prefill_size}) must not exceed "
                f"max_num_batched_tokens ({self.max_num_batched_tokens})"
            )
