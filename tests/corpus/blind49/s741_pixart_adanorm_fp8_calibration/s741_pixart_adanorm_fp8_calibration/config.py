from dataclasses import dataclass, field


@dataclass
class QuantCalibrationConfig:
    enabled: bool = False
    amax_history_len: int = 16
    track: tuple[str, ...] = ("shift_msa", "scale_msa", "scale_mlp")


@dataclass
class DiTBlockConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    mlp_ratio: float = 2.0
    norm_type: str = "ada_norm_single"
    norm_eps: float = 1e-6
    attention_bias: bool = True
    calibration: QuantCalibrationConfig = field(default_factory=QuantCalibrationConfig)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def mlp_hidden_size(self) -> int:
        return int(self.hidden_size * self.mlp_ratio)
