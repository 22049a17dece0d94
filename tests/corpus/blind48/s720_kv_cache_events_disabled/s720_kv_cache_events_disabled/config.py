from dataclasses import dataclass


@dataclass(frozen=True)
class KVEventsConfig:
    enable_kv_cache_events: bool = False
    publisher: str = "zmq"
    endpoint: str = "tcp://*:5557"
    buffer_steps: int = 10_000


@dataclass(frozen=True)
class CacheConfig:
    block_size: int = 4
    num_gpu_blocks: int = 8
    enable_prefix_caching: bool = True
    kv_events_config: KVEventsConfig = KVEventsConfig()
