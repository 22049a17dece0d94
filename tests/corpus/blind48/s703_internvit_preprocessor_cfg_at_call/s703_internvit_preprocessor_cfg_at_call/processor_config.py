import json
import os
from dataclasses import dataclass, field

IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)


@dataclass
class ImageProcessorConfig:
    image_size: int = 16
    patch_size: int = 4
    downsample_ratio: float = 0.5
    image_mean: tuple = IMAGENET_MEAN
    image_std: tuple = IMAGENET_STD
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict) -> "ImageProcessorConfig":
        known = {k: d[k] for k in ("image_size", "patch_size", "downsample_ratio") if k in d}
        if "image_mean" in d:
            known["image_mean"] = tuple(d["image_mean"])
        if "image_std" in d:
            known["image_std"] = tuple(d["image_std"])
        extra = {k: v for k, v in d.items() if k not in known}
        return cls(**known, extra=extra)


def load_image_processor_config(model_path: str) -> ImageProcessorConfig:
    path = os.path.join(model_path, "preprocessor_config.json")
    if os.path.isfile(path):
        with open(path) as f:
            return ImageProcessorConfig.from_dict(json.load(f))
    return ImageProcessorConfig()
