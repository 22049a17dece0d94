import os

_ADAPTER_SCALES = {
    "sql-lora": 0.5,
    "chat-lora": 1.0,
}
_WEIGHTS_NAME = "adapter_model.safetensors"


def adapter_name(adapter_dir: str) -> str:
    return os.path.basename(os.path.normpath(adapter_dir))


def adapter_weights_path(adapter_dir: str) -> str:
    return os.path.join(adapter_dir, _WEIGHTS_NAME)


def adapter_scale(adapter_dir: str, default: float = 1.0) -> float:
    return _ADAPTER_SCALES.get(adapter_name(adapter_dir), default)
