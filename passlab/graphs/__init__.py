"""Graphs over a parsed snapshot: dataflow (def-use) and WS partitions with their channels."""

from passlab.graphs.dataflow import build_dataflow_graph
from passlab.graphs.partitions import (Barrier, Channel, Partition, PartitionModel, SmemBuffer, analyze_partitions,
                                       build_partition_graph, find_channels)

__all__ = ["build_dataflow_graph", "build_partition_graph", "find_channels", "analyze_partitions", "Partition",
           "SmemBuffer", "Barrier", "Channel", "PartitionModel"]
