from dataclasses import dataclass, field
from typing import Any, Literal, Optional

KVRole = Literal["kv_producer", "kv_consumer", "kv_both"]


@dataclass
class KVTransferConfig:
    """Configuration for disaggregated prefill/decode KV cache transfer."""

    kv_connector: Optional[str] = None
    kv_role: Optional[KVRole] = None
    kv_rank: Optional[int] = None
    kv_parallel_size: int = 1
    kv_buffer_device: str = "cpu"
    kv_buffer_size: float = 1e9
    kv_connector_module_path: Optional[str] = None
    kv_connector_extra_config: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kv_connector is not None and self.kv_role is None:
            raise ValueError(
                "Please specify kv_role when kv_connector "
                f"is set, supported roles are {KVRole}")

    @property
    def is_kv_transfer_instance(self) -> bool:
        return self.kv_connector is not None and self.kv_role is not None

    @property
    def is_kv_producer(self) -> bool:
        return self.kv_role in ("kv_producer", "kv_both")

    @property
    def is_kv_consumer(self) -> bool:
        return self.kv_role in ("kv_consumer", "kv_both")

    def get_from_extra_config(self, key: str, default: Any) -> Any:
        return self.kv_connector_extra_config.get(key, default)
