import dataclasses
import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1")


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "tiny-llama"
    dtype: str = "float32"
    enable_nan_detection: bool = False
    nan_detection_dump_dir: Optional[str] = None
    logit_clamp_value: float = 50.0

    def __post_init__(self):
        if get_bool_env_var("S559_ENABLE_NAN_DETECTION"):
            self.enable_nan_detection = True
        if self.nan_detection_dump_dir is None:
            self.nan_detection_dump_dir = os.getenv("S559_NAN_DUMP_DIR")
