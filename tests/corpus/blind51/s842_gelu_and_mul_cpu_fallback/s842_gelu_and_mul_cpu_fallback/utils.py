import logging
from dataclasses import dataclass, field

logger = logging.getLogger(__name__)

_WARNED_KEYS: set = set()


@dataclass
class CompilationConfig:
    # "all" / "none" followed by "+op_name" / "-op_name" overrides.
    custom_ops: list = field(default_factory=lambda: ["all"])


@dataclass
class EngineConfig:
    hidden_act: str = "silu"
    hidden_size: int = 8
    intermediate_size: int = 16
    device_type: str = "cpu"
    compilation_config: CompilationConfig = field(default_factory=CompilationConfig)


_current_config = EngineConfig()


def set_current_config(config: EngineConfig) -> None:
    global _current_config
    _current_config = config


def get_current_config() -> EngineConfig:
    return _current_config


def warn_once(key: str, msg: str, *args) -> None:
    if key in _WARNED_KEYS:
        return
    _WARNED_KEYS.add(key)
    logger.warning(msg, *args)
