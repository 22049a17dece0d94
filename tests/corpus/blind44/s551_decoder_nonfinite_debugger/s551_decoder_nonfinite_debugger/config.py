from dataclasses import dataclass, field


@dataclass
class NumericsDebugConfig:
    """Controls the activation checks inserted between decoder sub-blocks."""

    check_finite: bool = True
    check_points: tuple = ("attn_out", "mlp_out")
    raise_on_failure: bool = True


@dataclass
class TinyLlamaConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    numerics: NumericsDebugConfig = field(default_factory=NumericsDebugConfig)
