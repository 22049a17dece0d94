from dataclasses import dataclass, field


@dataclass(frozen=True)
class KernelConfig:
    """Which GEMM implementation to use, chosen per call by the dispatcher."""

    prefer: str = "fp8"
    fp8_max: float = 448.0
    # activations beyond this fraction of the fp8 range fall back to bf16
    headroom: float = 0.9
    allowed: tuple = field(default=("fp8", "bf16", "fp32"))


DEFAULT_KERNEL_CONFIG = KernelConfig()
