import os
from dataclasses import dataclass


def _env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class AttentionDebugConfig:
    dump_bias: bool = False
    check_finite: bool = False
    dump_dir: str = "/tmp/s420_attn_dumps"

    @classmethod
    def from_env(cls) -> "AttentionDebugConfig":
        return cls(
            dump_bias=_env_flag("S420_DUMP_ALIBI_BIAS_NEVER_SET"),
            check_finite=_env_flag("S420_CHECK_FINITE_NEVER_SET"),
        )


ATTN_DEBUG = AttentionDebugConfig.from_env()
