from dataclasses import dataclass
from typing import Optional


@dataclass
class ExpertDistributionConfig:
    record_dir: Optional[str] = None
    mode: str = "stat"
    buffer_size: int = 1024

    @property
    def enabled(self) -> bool:
        return self.record_dir is not None

    @classmethod
    def from_server_args(cls, server_args: dict) -> "ExpertDistributionConfig":
        return cls(
            record_dir=server_args.get("expert_distribution_recorder_dir"),
            mode=server_args.get("expert_distribution_recorder_mode", "stat"),
        )
