import functools
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class FrameRateConfig:
    codec_sample_rate: int = 24000
    frame_rate: int = 75
    target_sample_rate: int = 16000

    @property
    def hop_length(self) -> int:
        return self.codec_sample_rate // self.frame_rate


@functools.lru_cache(maxsize=None)
def resample_ratio(src: int, dst: int):
    g = math.gcd(src, dst)
    return src // g, dst // g


def samples_for_frames(cfg: FrameRateConfig, frames: int) -> int:
    up, down = resample_ratio(cfg.codec_sample_rate, cfg.target_sample_rate)
    native = frames * cfg.hop_length
    return math.ceil(native * down / up)
