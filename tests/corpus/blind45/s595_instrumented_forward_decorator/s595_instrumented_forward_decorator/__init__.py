"""Layers whose forwards are wrapped by an observability decorator.

Importing the package installs the default metric sink (a ring buffer that an
exporter thread drains)."""
from .observability import RingBufferSink, register_metric_sink

DEFAULT_SINK = register_metric_sink(RingBufferSink(capacity=1024))
