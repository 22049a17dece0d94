import time
from dataclasses import dataclass, field


@dataclass
class KVTransferStats:
    num_saves: int = 0
    num_loads: int = 0
    bytes_saved: int = 0
    bytes_loaded: int = 0
    save_time_s: float = 0.0
    load_time_s: float = 0.0
    per_layer_bytes: dict[str, int] = field(default_factory=dict)

    def reset(self) -> "KVTransferStats":
        old = KVTransferStats(self.num_saves, self.num_loads, self.bytes_saved,
                              self.bytes_loaded, self.save_time_s,
                              self.load_time_s, dict(self.per_layer_bytes))
        self.__init__()
        return old

    def is_empty(self) -> bool:
        return self.num_saves == 0 and self.num_loads == 0


class TransferStatsMixin:
    """Adds lightweight transfer accounting to a KV connector."""

    stats: KVTransferStats

    def init_stats(self) -> None:
        self.stats = KVTransferStats()

    def stats_begin(self) -> float:
        return time.perf_counter()

    def stats_end_save(self, layer_name: str, start: float, nbytes: int) -> None:
        self.stats.num_saves += 1
        self.stats.bytes_saved += nbytes
        self.stats.per_layer_bytes[layer_name] = (
            self.stats.per_layer_bytes.get(layer_name, 0) + nbytes)
        self.stats.save_time_s += time.perf_counter() - start

    def get_kv_connector_stats(self) -> KVTransferStats:
        return self.stats.reset()
