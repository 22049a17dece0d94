from dataclasses import dataclass, field


@dataclass
class DebugConfig:
    check_finite: bool = True
    fail_fast: bool = True
    tag_prefix: str = "decoder"


@dataclass
class BlockConfig:
    hidden: int = 8
    intermediate: int = 16
    eps: float = 1e-6
    debug: DebugConfig = field(default_factory=DebugConfig)
