"""Host-side image processor: reads preprocessor_config.json and image headers."""
import json
import logging
import math
import os
import struct
from dataclasses import dataclass

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class PreprocessorConfig:
    patch_size: int = 4
    merge_size: int = 2
    min_pixels: int = 8 * 8
    max_pixels: int = 64 * 64
    image_mean: tuple = (0.5, 0.5, 0.5)
    image_std: tuple = (0.5, 0.5, 0.5)


def load_preprocessor_config(model_path: str) -> PreprocessorConfig:
    path = os.path.join(model_path, "preprocessor_config.json")
    if not os.path.exists(path):
        logger.info("no %s, using defaults", path)
        return PreprocessorConfig()
    with open(path) as f:
        raw = json.load(f)
    fields = PreprocessorConfig.__dataclass_fields__
    return PreprocessorConfig(**{k: v for k, v in raw.items() if k in fields})


def _read_png_size(path: str) -> tuple[int, int]:
    with open(path, "rb") as f:
        head = f.read(24)
    width, height = struct.unpack(">II", head[16:24])
    return height, width


def smart_resize(height: int, width: int, factor: int, min_pixels: int, max_pixels: int) -> tuple[int, int]:
    h_bar = max(factor, round(height / factor) * factor)
    w_bar = max(factor, round(width / factor) * factor)
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = math.floor(height / beta / factor) * factor
        w_bar = math.floor(width / beta / factor) * factor
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


class ImageProcessor:
    def __init__(self, model_path: str):
        self.model_path = model_path
        self.config = load_preprocessor_config(model_path)

    def get_num_image_tokens(self, image_path: str) -> int:
        height, width = _read_png_size(image_path)
        c = self.config
        h, w = smart_resize(height, width, c.patch_size * c.merge_size, c.min_pixels, c.max_pixels)
        n = (h // c.patch_size // c.merge_size) * (w // c.patch_size // c.merge_size)
        logger.debug("%s -> %dx%d -> %d tokens", image_path, h, w, n)
        return n
