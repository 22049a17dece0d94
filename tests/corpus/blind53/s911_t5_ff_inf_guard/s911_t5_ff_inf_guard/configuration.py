from dataclasses import dataclass, field


@dataclass
class T5SmallConfig:
    d_model: int = 8
    d_ff: int = 32
    num_layers: int = 2
    layer_norm_epsilon: float = 1e-6
    dropout_rate: float = 0.0
    feed_forward_proj: str = "relu"
    torch_dtype: str = "float32"
    clamp_margin: float = 1000.0
    keep_in_fp32_modules: list = field(default_factory=lambda: ["wo"])

    @property
    def is_gated_act(self) -> bool:
        return self.feed_forward_proj.startswith("gated-")

    @property
    def dense_act_fn(self) -> str:
        return self.feed_forward_proj.split("-")[-1]
