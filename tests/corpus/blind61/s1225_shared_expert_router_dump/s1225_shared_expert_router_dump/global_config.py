from __future__ import annotations

from typing import Any, Dict

global_server_args_dict: Dict[str, Any] = {
    "disable_shared_experts_fusion": True,
    "debug_tensor_dump_output_folder": None,
    "debug_tensor_dump_layers": None,
    "moe_runner_backend": "torch_native",
}


def update_global_server_args(**kwargs) -> None:
    unknown = set(kwargs) - set(global_server_args_dict)
    if unknown:
        raise KeyError(f"unknown server args: {sorted(unknown)}")
    global_server_args_dict.update(kwargs)
