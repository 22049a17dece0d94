import dataclasses
from typing import List, Optional


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy"
    dtype: str = "float32"
    debug_tensor_dump_output_folder: Optional[str] = "/tmp/sgl_tensor_dump"
    debug_tensor_dump_layers: Optional[List[int]] = None
    debug_tensor_dump_inject: bool = False

    @property
    def enable_tensor_dump(self) -> bool:
        return self.debug_tensor_dump_output_folder is not None


_global_server_args: Optional[ServerArgs] = None


def set_global_server_args(args: ServerArgs) -> None:
    global _global_server_args
    _global_server_args = args


def get_global_server_args() -> ServerArgs:
    if _global_server_args is None:
        return ServerArgs()
    return _global_server_args
