from dataclasses import dataclass


@dataclass(frozen=True)
class TuningFlags:
    record_misses: bool = False
    miss_log_path: str = "/tmp/attn_config_misses.jsonl"


# the offline tuning launcher swaps in TuningFlags(record_misses=True) before building the model
FLAGS = TuningFlags()
