from dataclasses import dataclass


@dataclass(frozen=True)
class EncoderCacheConfig:
    max_requests: int = 4
    max_source_len: int = 8
    d_model: int = 16
    enable_stats: bool = False
    stats_path: str = "/tmp/encoder_cache_stats.jsonl"
