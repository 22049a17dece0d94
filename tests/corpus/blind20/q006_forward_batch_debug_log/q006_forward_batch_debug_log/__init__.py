"""Scheduler output -> ForwardBatch -> attention metadata -> model."""
import logging

logging.getLogger(__name__).addHandler(logging.NullHandler())
