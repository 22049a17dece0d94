from dataclasses import dataclass, field


@dataclass(frozen=True)
class DeviceConfig:
    device: str = "cpu"
    # 0 means "ask the runtime how many intra-op threads we have"
    cpu_omp_threads: int = 0


@dataclass(frozen=True)
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    renormalize: bool = True
    device_config: DeviceConfig = field(default_factory=DeviceConfig)
