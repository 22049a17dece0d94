"""Entry-point based plugin registry (in the spirit of vLLM's general plugins)."""
from __future__ import annotations

import importlib.metadata
import logging
from typing import Callable, Dict, Generic, Iterator, TypeVar

logger = logging.getLogger(__name__)

T = TypeVar("T")


class PluginRegistry(Generic[T]):
    """Name -> object map filled by decorators and by installed distributions."""

    def __init__(self, group: str) -> None:
        self.group = group
        self._entries: Dict[str, T] = {}
        self._discovered = False

    def register(self, name: str) -> Callable[[T], T]:
        def decorator(obj: T) -> T:
            if name in self._entries:
                raise KeyError(f"{self.group}: {name!r} is already registered")
            self._entries[name] = obj
            return obj

        return decorator

    def _discover(self) -> None:
        # Distributions may ship extra backends; builtin names win on clashes.
        for ep in importlib.metadata.entry_points(group=self.group):
            if ep.name in self._entries:
                continue
            self._entries[ep.name] = ep.load()
            logger.info("loaded %s plugin %r from %s", self.group, ep.name, ep.value)
        self._discovered = True

    def get(self, name: str) -> T:
        # Resolve lazily so that plugins installed after import are still seen.
        if not self._discovered:
            self._discover()
        try:
            return self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise KeyError(f"unknown {self.group} plugin {name!r} (known: {known})") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)
