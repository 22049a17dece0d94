import importlib
from typing import Callable, Optional

from .config import KVTransferConfig


class KVConnectorFactory:
    _registry: dict[str, Callable[[], type]] = {}

    @classmethod
    def register_connector(cls, name: str, module_path: str,
                           class_name: str) -> None:
        """Register a connector with a lazy-loading module and class name."""
        if name in cls._registry:
            raise ValueError(f"Connector '{name}' is already registered.")

        def loader() -> type:
            module = importlib.import_module(module_path)
            return getattr(module, class_name)

        cls._registry[name] = loader

    @classmethod
    def get_connector_class(cls, config: KVTransferConfig) -> type:
        connector_name = config.kv_connector
        if connector_name in cls._registry:
            return cls._registry[connector_name]()
        connector_module_path = config.kv_connector_module_path
        if connector_module_path is None:
            raise ValueError(f"Unsupported connector type: {connector_name}")
        connector_module = importlib.import_module(connector_module_path)
        return getattr(connector_module, connector_name)

    @classmethod
    def create_connector(cls, config: KVTransferConfig, role: str):
        connector_cls = cls.get_connector_class(config)
        return connector_cls(config, role)


KVConnectorFactory.register_connector(
    "SharedStorageConnector",
    "s821_lazy_connector_registry.connectors",
    "SharedStorageConnector",
)
KVConnectorFactory.register_connector(
    "LayerwiseStagingConnector",
    "s821_lazy_connector_registry.connectors",
    "LayerwiseStagingConnector",
)

_KV_CONNECTOR_AGENT = None


def ensure_kv_transfer_initialized(config: Optional[KVTransferConfig]) -> None:
    global _KV_CONNECTOR_AGENT
    if config is None or not config.is_kv_transfer_instance:
        return
    if _KV_CONNECTOR_AGENT is None:
        _KV_CONNECTOR_AGENT = KVConnectorFactory.create_connector(
            config, role="worker")


def has_kv_transfer_group() -> bool:
    return _KV_CONNECTOR_AGENT is not None


def get_kv_transfer_group():
    assert _KV_CONNECTOR_AGENT is not None, (
        "disaggregated KV cache transfer parallel group is not initialized")
    return _KV_CONNECTOR_AGENT
