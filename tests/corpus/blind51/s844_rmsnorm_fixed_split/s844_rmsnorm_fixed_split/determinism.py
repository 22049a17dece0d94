from dataclasses import dataclass


@dataclass
class DeterministicConfig:
    enabled: bool = False
    reduction_block: int = 4
    # Keep norms in fp32 end to end when deterministic (slower, stable).
    fp32_norm: bool = True


_config = DeterministicConfig()


def configure_deterministic(**kwargs) -> DeterministicConfig:
    global _config
    _config = DeterministicConfig(**kwargs)
    return _config


def get_deterministic_config() -> DeterministicConfig:
    return _config


def is_deterministic() -> bool:
    return _config.enabled
