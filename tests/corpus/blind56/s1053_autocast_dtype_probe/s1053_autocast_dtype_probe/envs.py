import os
from typing import Any, Callable, Dict, Optional


def _get_bool(name: str, default: str = "false") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


def _get_optional_str(name: str) -> Optional[str]:
    value = os.getenv(name)
    if value is None or value.strip() == "":
        return None
    return value.strip().lower()


environment_variables: Dict[str, Callable[[], Any]] = {
    "MMPROJ_AUTOCAST_DTYPE": lambda: _get_optional_str("MMPROJ_AUTOCAST_DTYPE"),
    "MMPROJ_DISABLE_AUTOCAST": lambda: _get_bool("MMPROJ_DISABLE_AUTOCAST"),
    "MMPROJ_LOG_LEVEL": lambda: os.getenv("MMPROJ_LOG_LEVEL", "INFO"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
