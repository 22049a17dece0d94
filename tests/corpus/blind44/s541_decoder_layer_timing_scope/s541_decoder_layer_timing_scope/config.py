from dataclasses import dataclass, field


@dataclass
class TimingConfig:
    enabled: bool = True
    # scopes whose wall time is accumulated; empty means all scopes
    scopes: tuple = ()
    report_every: int = 100


@dataclass
class LlamaConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    timing: TimingConfig = field(default_factory=TimingConfig)
