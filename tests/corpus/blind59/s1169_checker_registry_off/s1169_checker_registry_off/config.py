from dataclasses import dataclass, field


@dataclass
class ObservabilityConfig:
    numerics_check_mode: str = "none"
    numerics_check_atol: float = 1e3
    collect_detailed_traces: bool = False


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_experts: int = 4
    top_k: int = 2


@dataclass
class EngineConfig:
    model_config: ModelConfig = field(default_factory=ModelConfig)
    observability_config: ObservabilityConfig = field(default_factory=ObservabilityConfig)
