from pathlib import PurePosixPath

_LABEL_SCALES = {"reward-model-v2": 0.5, "reward-model-v1": 1.0}


def model_family(weights_path: str) -> str:
    p = PurePosixPath(weights_path)
    if p.suffix == ".safetensors":
        p = p.parent
    return p.name


def output_scale(weights_path: str) -> float:
    return _LABEL_SCALES.get(model_family(weights_path), 1.0)
