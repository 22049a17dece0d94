import dataclasses
import logging
import os
from typing import Optional

logger = logging.getLogger(__name__)


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy"
    dtype: str = "float32"
    enable_dp_attention: bool = False
    enable_deterministic_inference: bool = False
    logit_softcap: float = 0.0
    sampling_backend: str = "pytorch"

    @classmethod
    def from_env(cls) -> "ServerArgs":
        kwargs = {}
        if "SGLANG_SAMPLING_BACKEND" in os.environ:
            kwargs["sampling_backend"] = os.environ["SGLANG_SAMPLING_BACKEND"]
        if os.environ.get("SGLANG_ENABLE_DETERMINISTIC_INFERENCE", "0") == "1":
            kwargs["enable_deterministic_inference"] = True
        return cls(**kwargs)


_GLOBAL_SERVER_ARGS: Optional[ServerArgs] = None


def set_global_server_args(server_args: ServerArgs) -> None:
    global _GLOBAL_SERVER_ARGS
    _GLOBAL_SERVER_ARGS = server_args


def get_global_server_args() -> ServerArgs:
    global _GLOBAL_SERVER_ARGS
    if _GLOBAL_SERVER_ARGS is None:
        logger.warning("global server args were never set; building them from the environment")
        _GLOBAL_SERVER_ARGS = ServerArgs.from_env()
    return _GLOBAL_SERVER_ARGS
